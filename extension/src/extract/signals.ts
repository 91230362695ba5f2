// Generic boilerplate signals shared by the article cleanup and the full-page cleaner.
// Names are matched as whole tokens of class/id values (split on -, _, space and camelCase), so
// `share-bar` and `socialShare` match but `shadow` or `header-address` do not.

/** Blocks that are never article text, wherever they sit. */
const BOILERPLATE_TOKENS = new Set([
  'ad', 'ads', 'advert', 'adverts', 'advertisement', 'advertising', 'adslot', 'dfp',
  'banner', 'cookie', 'cookies', 'consent', 'gdpr', 'newsletter', 'newsletters', 'subscribe',
  'subscription', 'signup', 'promo', 'promotion', 'sponsor', 'sponsored', 'share', 'sharing',
  'sharebar', 'social', 'socials', 'outbrain', 'taboola', 'related', 'recommended',
  'recommendations', 'popup', 'modal', 'breadcrumb', 'breadcrumbs', 'trending', 'popular',
  'comments', 'comment', 'disqus', 'paywall', 'toolbar', 'tags', 'sidebar', 'widget',
]);

/**
 * Inside an extracted article only: the article's own furniture (bylines, datelines, captions,
 * photo credits, author boxes). Readers and article-body ground truth leave these out.
 */
const FURNITURE_TOKENS = new Set([
  'byline', 'bylines', 'dateline', 'timestamp', 'caption', 'captions', 'figcaption', 'credit',
  'credits', 'bio', 'author', 'authors', 'meta', 'disclaimer', 'copyright', 'kicker',
]);

export function nameTokens(value: string): string[] {
  return value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function tokensOf(el: Element): string[] {
  const names = `${el.getAttribute('class') ?? ''} ${el.id}`;
  return names.trim() === '' ? [] : nameTokens(names);
}

/** True when the element's class or id names it as boilerplate. */
export function hasBoilerplateName(el: Element, keep?: ReadonlySet<string>): boolean {
  return tokensOf(el).some((t) => BOILERPLATE_TOKENS.has(t) && !keep?.has(t));
}

/** True when the element's class or id names it as article furniture (byline, caption…). */
export function hasFurnitureName(el: Element): boolean {
  return tokensOf(el).some((t) => FURNITURE_TOKENS.has(t));
}

/** Whole-block labels that are page furniture in any article ("Advertisement", "Read more"). */
const STOCK_LABEL = new RegExp(
  '^(' +
    [
      'advert(isement)?s?', 'ad', 'sponsored( content)?', 'skip to (the )?(main )?(content|navigation|article)',
      'continue reading( below| the main story)?', 'story continues below( advertisement)?',
      'article continues below( advertisement)?', 'read (more|next)', 'see more', 'show more', 'load more',
      'related( articles| stories| content| coverage| posts| links| news)?', 'you (may|might) also like',
      "(don[’']?t|do not) miss", 'recommended( for you| stories)?', 'more (from|on|in) .{1,40}',
      'more (stories|articles|news)', 'trending( now)?', 'most (read|popular|viewed|shared)', 'latest( news)?',
      'popular', 'image \\d+ (of|/) ?\\d*', 'caption', 'close', 'loading( content)?( ?\\.\\.\\.|…)?',
      'print( article| this)?', 'share( this| via| on \\w+)?( article| story| page)?',
      'tweet', 'email', 'comments?', '\\d+ comments?', 'tags:?', 'by', 'highlights', 'subscribe( now)?',
      'sign in', 'log ?in', 'sign up', 'follow us', 'about the author', 'more:?',
    ].join('|') +
    ')[:.!…]*$',
  'i',
);

export function isStockLabel(text: string): boolean {
  return text.length <= 60 && STOCK_LABEL.test(text.replace(/\s+/g, ' ').trim());
}

/** Lead-ins of cross-links placed inside the article ("READ MORE: …", "Related: …"). */
const CROSS_LINK_LEAD = /^(read more|see more|related|also|more|watch|listen|also read|read also|click here|leggi anche|lesen sie auch|lire aussi|leia também|lea también|ver también)\b[^.]{0,20}[:|»]/i;

export function isCrossLinkLead(text: string): boolean {
  return CROSS_LINK_LEAD.test(text.trim());
}
