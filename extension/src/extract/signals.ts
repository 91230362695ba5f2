// Generic boilerplate signals shared by the article cleanup and the full-page cleaner.
// Names are matched as whole tokens of class/id values (split on -, _, space and camelCase), so
// `share-bar` and `socialShare` match but `shadow` or `header-address` do not.

const BOILERPLATE_TOKENS = new Set([
  'ad', 'ads', 'advert', 'adverts', 'advertisement', 'advertising', 'adslot', 'dfp', 'gpt',
  'banner', 'cookie', 'cookies', 'consent', 'gdpr', 'newsletter', 'newsletters', 'subscribe',
  'subscription', 'signup', 'promo', 'promotion', 'sponsor', 'sponsored', 'share', 'sharing',
  'sharebar', 'social', 'socials', 'outbrain', 'taboola', 'related', 'recommended',
  'recommendations', 'popup', 'modal', 'breadcrumb', 'breadcrumbs', 'trending', 'popular',
  'comments', 'comment', 'disqus', 'paywall', 'print', 'toolbar', 'tags', 'sidebar', 'widget',
]);

export function nameTokens(value: string): string[] {
  return value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** True when the element's class or id names it as boilerplate. */
export function hasBoilerplateName(el: Element): boolean {
  const names = `${el.getAttribute('class') ?? ''} ${el.id}`;
  if (names.trim() === '') return false;
  return nameTokens(names).some((t) => BOILERPLATE_TOKENS.has(t));
}
