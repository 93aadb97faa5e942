import Link from '@/components/ui/AppLink';
import type { CommunityPostDetail } from '@/api/item/communityPost';
import styles from './Post.module.css';

/** The models the post is tagged with, each a card to its model page. */
export function TaggedModels({ models }: { models: CommunityPostDetail['models'] }) {
  if (models.length === 0) return null;
  return (
    <section aria-labelledby="post-models" className={styles.models}>
      <h2 id="post-models" className={styles.subheading}>
        이 글에 나온 장비
      </h2>
      <ul className={styles.modelList}>
        {models.map((model) => (
          <li key={model.id}>
            <Link href={`/models/${model.id}`} className={styles.modelCard}>
              {/* eslint-disable-next-line @next/next/no-img-element -- our own image endpoint */}
              <img src={model.img} alt="" width={56} height={56} className={styles.modelImage} />
              <span>
                <span className={styles.modelBrand}>{model.brandName}</span>
                <span className={styles.modelName}>{model.name}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
