/** The list URL of one group (or of every group): the group travels in `?group=`. */
export function groupListHref(groupName: string | null): string {
  return groupName === null
    ? '/promotions/brand_sale/list'
    : `/promotions/brand_sale/list?group=${encodeURIComponent(groupName)}`;
}
