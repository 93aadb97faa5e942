import { ThreadPageBody } from '@/components/messages/ThreadView';
import { SellerFrame } from '@/components/seller/SellerFrame';
import { useAppSelector } from '@/store/hooks';
import { selectOpenThread } from '@/store/messagesSlice';
import { selectBusinessName } from '@/store/userSlice';

/** /seller/messages/{id}: a customer's conversation with the business, answered from the console. */
export function SellerThreadScreen() {
  const businessName = useAppSelector(selectBusinessName);
  const thread = useAppSelector(selectOpenThread);
  return (
    <SellerFrame title={thread?.counterpartName ?? '메시지'} section="messages" businessName={businessName} showBack>
      <ThreadPageBody thread={thread} />
    </SellerFrame>
  );
}
