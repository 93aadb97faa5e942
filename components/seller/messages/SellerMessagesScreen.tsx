import { MoreThreads } from '@/components/messages/MoreThreads';
import { ThreadList } from '@/components/messages/ThreadList';
import { useMessageStream } from '@/components/messages/useMessageStream';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { useAppSelector } from '@/store/hooks';
import { selectMessageThreads } from '@/store/messagesSlice';
import { selectBusinessName } from '@/store/userSlice';
import styles from '@/components/messages/Messages.module.css';

/** /seller/messages (docs/product.md §6): the business's conversations, unanswered first, longest waiting on top. */
export function SellerMessagesScreen() {
  const businessName = useAppSelector(selectBusinessName);
  const threads = useAppSelector(selectMessageThreads);
  useMessageStream(null, 0, 'BUSINESS');
  return (
    <SellerFrame title="메시지" section="messages" businessName={businessName}>
      <div className={styles.page}>
        <ThreadList threads={threads} basePath="/seller/messages" empty="아직 받은 문의가 없어요." />
        <MoreThreads />
      </div>
    </SellerFrame>
  );
}
