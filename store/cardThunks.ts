import { deleteCard, fetchCardRegistPage, issueSandboxCard, registerCard } from '@/api/order/cards';
import { createPageThunk } from './pageThunk';
import { createApiThunk } from './thunk';

/** /user/card_regist's loader: the viewer, the cards and the card window, one order-service operation. */
export const loadCardRegistPage = createPageThunk('cards/loadPage', (_: void, { extra }) =>
  fetchCardRegistPage(extra.client)
);

/** Demo mode: the sandbox card window's answer, then the same registration a real window ends with. */
export const registerSandboxCard = createApiThunk(
  'cards/registerSandbox',
  async (input: { cardCompany: string; last4: string; declines: boolean }, { extra }) =>
    registerCard(extra.client, await issueSandboxCard(extra.client, input)),
  { condition: (_input, { getState }) => getState().cards.register.status !== 'loading' }
);

/** After the provider's window: its issue token (or billing key) becomes our card. */
export const registerIssuedCard = createApiThunk(
  'cards/register',
  (issueToken: string, { extra }) => registerCard(extra.client, issueToken),
  { condition: (_token, { getState }) => getState().cards.register.status !== 'loading' }
);

export const removeCard = createApiThunk('cards/delete', async (id: number, { extra }) => {
  await deleteCard(extra.client, id);
  return id;
});
