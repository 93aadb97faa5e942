/**
 * The page name recorded with each page view (pb_createCaptureVisitPage), from the route pattern.
 * Names are stable analytics identifiers: the tab ids of docs/product.md §2 Tabs, where a route is a tab.
 */
const pageNames: Record<string, string> = {
  '/': 'home',
  '/404': 'not_found',
  '/_error': 'error',
  '/search': 'search_list',
  '/keywords': 'keywords',
  '/bikes/commerce': 'commerce_list',
  '/models/[id]': 'model_detail',
  '/services/[id]': 'item_detail',
  '/services/[id]/payment': 'payment',
  '/user/bookmark': 'bookmark_list',
  '/user/my_page': 'my_page',
  '/community': 'community',
  '/notices': 'notices',
  '/provisions': 'provisions',
  '/provisions/[category]': 'provision_detail',
  '/qna_info': 'faq',
  '/call_info': 'call_info',
  '/cancel_info': 'cancel_info',
  '/item_semi_info': 'item_semi_info',
  '/note_info': 'note_info',
  '/recommends': 'magazines',
  '/contents': 'content_detail',
  '/recommendations/[category]': 'category_recommendations',
  '/nearby_store/onboarding': 'nearby_store_onboarding',
  '/nearby_store/map': 'nearby_store_map',
  '/nearby_store/[id]': 'nearby_store_detail',
  '/nearby_store/[id]/list': 'nearby_store_list',
  '/nearby_store/[id]/famous_list': 'nearby_store_famous_list',
  '/businesses/[businessId]/reviews': 'business_reviews',
  '/order/complete/[id]': 'order_complete',
  '/promotions/brand_sale': 'brand_sale',
  '/promotions/brand_sale/list': 'brand_sale_list',
  '/promotions/brands/[brandKey]': 'brand_intro',
  '/promotions/card_benefit': 'card_benefit',
  '/card_benefit': 'card_benefit',
  '/promotions/introduce_lease': 'introduce_lease',
  '/promotions/lite_pay': 'lite_pay',
};

export function pageNameOf(routePattern: string): string {
  const derived = routePattern.replace(/^\//, '').replace(/[[\]]/g, '').replace(/\//g, '_');
  return pageNames[routePattern] ?? (derived || 'unknown');
}

/** The item or model a detail page is about, from the route's query, for the page-view record. */
export function subjectOf(routePattern: string, query: Record<string, string | string[] | undefined>) {
  const id = Number(Array.isArray(query.id) ? query.id[0] : query.id);
  const valid = Number.isInteger(id) && id > 0;
  return {
    itemId: valid && routePattern.startsWith('/services/[id]') ? id : null,
    modelId: valid && routePattern === '/models/[id]' ? id : null,
  };
}
