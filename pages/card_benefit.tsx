// SPEC.md §2 lists /card_benefit beside /promotions/card_benefit: the same page, whose canonical URL is the latter.
export { default, getServerSideProps } from './promotions/card_benefit';
