import { useAppSelector } from '@/store/hooks';
import { selectOpenThread } from '@/store/messagesSlice';
import { MemberFrame } from '@/components/member/MemberFrame';
import { ThreadPageBody } from './ThreadView';

/** /user/messages/{id}: the customer's conversation with a business about an item or an order. */
export function CustomerThreadScreen() {
  const thread = useAppSelector(selectOpenThread);
  return (
    <MemberFrame title={thread?.counterpartName ?? '메시지'} showTabBar={false}>
      <ThreadPageBody thread={thread} />
    </MemberFrame>
  );
}
