/** docs/product.md §3 Messages: the limits a message is held to, on the phone and on the server. */
export const MESSAGE_MAX_LENGTH = 1000;
export const MESSAGE_MAX_PHOTOS = 5;
/** How many messages a thread answers at once; older ones come page by page. */
export const MESSAGE_PAGE_SIZE = 50;

export type MessageSide = 'CUSTOMER' | 'BUSINESS';
export type ThreadSubjectKind = 'ITEM' | 'ORDER';
