/**
 * The community's pages (issue 18): the boards, search, a post, and writing or editing one. Public
 * pages render complete on the server for search engines; write and update pages are for members
 * and never indexed.
 */
export {};
