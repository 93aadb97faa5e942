import { Seo } from '@/components/layout/Seo';
import { communityListPath } from '@/components/community/board/communityLinks';
import { PostScreen } from '@/components/community/post/PostScreen';
import { postDescription, postJsonLd, postTitle } from '@/components/community/post/postSeo';
import { useShell } from '@/components/shell/ShellContext';
import { breadcrumbJsonLd } from '@/lib/seo/structuredData';
import { ogImageFor } from '@/lib/seo/ogImage';
import { canonicalUrl } from '@/lib/shell';
import { useAppSelector } from '@/store/hooks';
import { selectCommunityPost } from '@/store/communityPostSlice';
import { loadPage } from '@/server/ssr/pageLoader';
import { pageTable } from '@/server/ssr/pageTable';

/**
 * A community post. OG image: the first photo, else the first tagged model's drawn picture, else
 * none (the site has no separate drawn card for posts). A blocked author's post shows no photo.
 */
export default function CommunityPostPage() {
  const shell = useShell();
  const post = useAppSelector(selectCommunityPost);
  if (!post) {
    return (
      <>
        <Seo
          title="커뮤니티 | 라이드마켓"
          description="라이드마켓 커뮤니티"
          canonical={canonicalUrl(shell, '/community')}
        />
        <PostScreen url={canonicalUrl(shell, '/community')} />
      </>
    );
  }
  const url = canonicalUrl(shell, `/community/${post.boardCode}/posts/${post.id}`);
  const photo = post.photos[0];
  const model = post.models[0];
  const image = photo
    ? ogImageFor(shell.siteUrl, photo.id, photo.alt || post.title)
    : model
      ? ogImageFor(shell.siteUrl, model.imageId, `${model.brandName} ${model.name}`)
      : undefined;
  const trail = [
    { name: '라이드마켓', url: canonicalUrl(shell, '/') },
    { name: '커뮤니티', url: canonicalUrl(shell, '/community') },
    { name: post.boardName, url: canonicalUrl(shell, communityListPath(post.boardCode)) },
  ];
  return (
    <>
      <Seo
        title={postTitle(post)}
        description={postDescription(post)}
        canonical={url}
        type="article"
        image={image}
        jsonLd={[postJsonLd(post, url, image?.url ?? null), breadcrumbJsonLd(trail)]}
      />
      <PostScreen url={url} />
    </>
  );
}

export const getServerSideProps = loadPage(pageTable['/community/[boardCode]/posts/[id]']);
