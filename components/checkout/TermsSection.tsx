import Link from '@/components/ui/AppLink';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCheckoutPage, selectTermsAgreed, termsAgreed } from '@/store/checkoutSlice';
import styles from './Checkout.module.css';

/** 구매 조건과 취소·환불 규정 (the process's rule table), and the agreement paying requires. */
export function TermsSection() {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectCheckoutPage);
  const agreed = useAppSelector(selectTermsAgreed);
  if (!page) return null;
  return (
    <section className={styles.section} aria-labelledby="checkout-terms">
      <h2 id="checkout-terms" className={styles.sectionTitle}>
        취소·환불 규정
      </h2>
      <ul className={styles.terms}>
        {page.cancelTerms.map((term) => (
          <li key={term.condition}>
            <span>{term.condition}</span>
            <span>{term.outcome}</span>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>
        자세한 내용은 <Link href="/cancel_info">취소·환불 안내</Link>에서 볼 수 있어요. 상품은 {page.businessName}이(가)
        판매하고 라이드마켓은 결제를 중개해요.
      </p>
      <label className={styles.agree}>
        <input type="checkbox" checked={agreed} onChange={(e) => dispatch(termsAgreed(e.target.checked))} />
        주문 내용과 구매 조건, 취소·환불 규정을 확인했으며 결제에 동의해요 (필수)
      </label>
    </section>
  );
}
