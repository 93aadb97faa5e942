import { useAppSelector } from '@/store/hooks';
import { selectMessageThreads } from '@/store/messagesSlice';
import { MemberFrame } from '@/components/member/MemberFrame';
import { MoreThreads } from './MoreThreads';
import { ThreadList } from './ThreadList';
import { useMessageStream } from './useMessageStream';
import styles from './Messages.module.css';

/** /user/messages (docs/product.md §3 Messages): the customer's conversations with businesses. */
export function CustomerMessagesScreen() {
  const threads = useAppSelector(selectMessageThreads);
  useMessageStream(null, 0, 'CUSTOMER');
  return (
    <MemberFrame title="메시지" activeTab="my_page">
      <div className={styles.page}>
        <ThreadList
          threads={threads}
          basePath="/user/messages"
          empty="아직 대화가 없어요. 상품이나 주문에서 문의하기를 눌러 매장에 물어보세요."
        />
        <MoreThreads />
      </div>
    </MemberFrame>
  );
}
