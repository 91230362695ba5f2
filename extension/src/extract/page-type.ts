// What kind of page this is (an article, a product, a forum thread, a listing, …) and the
// structured facts the page declares about itself (a product's price, currency, availability).
// Pure: it reads the DOM-free MetaSource (meta tags, JSON-LD) and PageSignals (microdata and a
// few counts taken from the document by page-signals.ts), so it is unit-tested in node.
import type { MetaSource } from './metadata.js';

export type PageType = 'article' | 'product' | 'forum' | 'listing' | 'collection' | 'documentation' | 'service' | 'other';

/** Counts and microdata read from the document; see collectPageSignals. */
export interface PageSignals {
  /** schema.org types named by `itemtype` attributes, without the vocabulary prefix (Product, Offer). */
  microdataTypes: string[];
  /** `itemprop` → first value (content attribute, or text) for the properties facts use. */
  microdata: Record<string, string>;
  /** <pre> and <code> blocks of several lines. */
  codeBlocks: number;
  /** Elements that look like posts of a thread (article / [itemtype*=Comment|Answer] / .post). */
  posts: number;
  /** The largest run of similar siblings holding a link each (cards, results, rows). */
  repeatedItems: number;
  /** Words of visible text in the largest run of paragraphs (article-like prose). */
  proseWords: number;
}

export interface ProductFacts {
  name?: string;
  brand?: string;
  sku?: string;
  price?: string;
  currency?: string;
  availability?: string;
  rating?: string;
  reviewCount?: string;
}

export interface PageFacts {
  product?: ProductFacts;
  /** Items a listing or collection declares (JSON-LD ItemList), at most 50 names. */
  items?: string[];
}

export interface PageKind {
  pageType: PageType;
  /** What decided it: "json-ld:Product", "url:/docs/", "dom:repeated-items", … */
  evidence: string;
  facts: PageFacts;
}

const LD_TYPES: ReadonlyArray<[RegExp, PageType]> = [
  [/^(Product|ProductGroup|Offer|AggregateOffer|IndividualProduct|Vehicle|Book)$/, 'product'],
  [/^(DiscussionForumPosting|QAPage|Question|Answer|Comment)$/, 'forum'],
  [/^(SearchResultsPage|ItemList|OfferCatalog)$/, 'listing'],
  [/^(CollectionPage)$/, 'collection'],
  [/^(TechArticle|APIReference|SoftwareSourceCode|HowTo)$/, 'documentation'],
  [/^(NewsArticle|Article|BlogPosting|Report|ScholarlyArticle|OpinionNewsArticle|LiveBlogPosting|Review)$/, 'article'],
  [/^(Service|LocalBusiness|Organization|Corporation|ProfessionalService|Restaurant|Store|AboutPage|ContactPage)$/, 'service'],
];

const URL_HINTS: ReadonlyArray<[RegExp, PageType]> = [
  [/\/(docs?|documentation|reference|api|manual|guide|guides|handbook|wiki)(\/|$)|readthedocs|\/man\d?\//i, 'documentation'],
  [/\/(forums?|threads?|topics?|t|questions|discussions?|community|board|viewtopic)(\/|\.php|$)|showthread/i, 'forum'],
  [/\/(search|results)(\/|$)|[?&](q|query|search|s|k)=/i, 'listing'],
  [/\/(products?|p|dp|item|itm|shop)\/[^/]+/i, 'product'],
  [/\/(category|categories|collections?|tags?|topics?|c|browse|archive)(\/|$)/i, 'collection'],
];

/** Every object in the JSON-LD blocks (arrays and @graph flattened). */
export function jsonLdObjects(blocks: readonly unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  const queue: unknown[] = [...blocks];
  while (queue.length > 0 && out.length < 500) {
    const item = queue.shift();
    if (Array.isArray(item)) queue.push(...item);
    else if (item && typeof item === 'object') {
      const obj = item as Record<string, unknown>;
      out.push(obj);
      if (Array.isArray(obj['@graph'])) queue.push(...(obj['@graph'] as unknown[]));
    }
  }
  return out;
}

function types(obj: Record<string, unknown>): string[] {
  return ([] as unknown[]).concat(obj['@type'] ?? []).filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

function text(value: unknown): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim() || undefined;
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object') return text((value as Record<string, unknown>)['name'] ?? (value as Record<string, unknown>)['@id']);
  return undefined;
}

/** "https://schema.org/InStock" → "InStock". */
function term(value: string | undefined): string | undefined {
  return value?.replace(/^https?:\/\/schema\.org\//, '');
}

function productFromLd(obj: Record<string, unknown>): ProductFacts {
  const offers = ([] as unknown[]).concat(obj['offers'] ?? []);
  const offer = (offers.find((o) => o && typeof o === 'object') ?? {}) as Record<string, unknown>;
  const isOffer = types(obj).some((t) => /Offer/.test(t));
  const source = isOffer ? obj : offer;
  const rating = (obj['aggregateRating'] ?? {}) as Record<string, unknown>;
  return compact({
    name: text(obj['name']),
    brand: text(obj['brand']),
    sku: text(obj['sku'] ?? obj['mpn'] ?? obj['gtin13'] ?? obj['gtin']),
    price: text(source['price'] ?? source['lowPrice'] ?? (source['priceSpecification'] as Record<string, unknown> | undefined)?.['price']),
    currency: text(source['priceCurrency'] ?? (source['priceSpecification'] as Record<string, unknown> | undefined)?.['priceCurrency']),
    availability: term(text(source['availability'])),
    rating: text(rating['ratingValue']),
    reviewCount: text(rating['reviewCount'] ?? rating['ratingCount']),
  });
}

function productFromMeta(m: Record<string, string>, micro: Record<string, string>): ProductFacts {
  return compact({
    name: micro['name'] ?? m['og:title'],
    brand: micro['brand'] ?? m['product:brand'] ?? m['og:brand'],
    sku: micro['sku'] ?? m['product:retailer_item_id'],
    price: micro['price'] ?? micro['lowprice'] ?? m['product:price:amount'] ?? m['og:price:amount'],
    currency: micro['pricecurrency'] ?? m['product:price:currency'] ?? m['og:price:currency'],
    availability: term(micro['availability'] ?? m['product:availability'] ?? m['og:availability']),
    rating: micro['ratingvalue'],
    reviewCount: micro['reviewcount'] ?? micro['ratingcount'],
  });
}

function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/** The page's type and declared facts: JSON-LD, then microdata and meta, then the URL, then the DOM's shape. */
export function classifyPage(src: MetaSource, signals: PageSignals, url: string, canonical = ''): PageKind {
  const objects = jsonLdObjects(src.jsonLd);
  const facts: PageFacts = {};
  const ldProduct = objects.find((o) => types(o).some((t) => /^(Product|ProductGroup|IndividualProduct|Vehicle|Book)$/.test(t)))
    ?? objects.find((o) => types(o).some((t) => /^(Offer|AggregateOffer)$/.test(t)));
  const metaProduct = productFromMeta(src.meta, signals.microdata);
  const microProduct = signals.microdataTypes.some((t) => /^(Product|Offer|AggregateOffer)$/.test(t));
  if (ldProduct || microProduct || src.meta['og:type']?.toLowerCase().startsWith('product') || metaProduct.price) {
    facts.product = { ...metaProduct, ...(ldProduct ? productFromLd(ldProduct) : {}) };
  }
  const list = objects.find((o) => types(o).includes('ItemList'));
  if (list) {
    const items = ([] as unknown[]).concat(list['itemListElement'] ?? [])
      .map((e) => text((e as Record<string, unknown>)?.['name'] ?? (e as Record<string, unknown>)?.['item']))
      .filter((s): s is string => !!s).slice(0, 50);
    if (items.length) facts.items = items;
  }
  const decided = (pageType: PageType, evidence: string): PageKind => ({ pageType, evidence, facts });
  for (const [pattern, type] of LD_TYPES) {
    const hit = objects.flatMap(types).find((t) => pattern.test(t));
    // A product page often also carries an Organization or a BreadcrumbList: products win above.
    if (hit && !(type === 'service' && (facts.product || signals.proseWords > 300))) return decided(type, `json-ld:${hit}`);
  }
  if (facts.product) return decided('product', microProduct ? 'microdata:Product' : 'meta:product');
  const micro = signals.microdataTypes.find((t) => /^(DiscussionForumPosting|Question|Answer|Comment)$/.test(t));
  if (micro) return decided('forum', `microdata:${micro}`);
  const ogType = src.meta['og:type']?.toLowerCase();
  if (ogType === 'article') return decided('article', 'meta:og:type');
  // The address the tab shows, then the one the page declares as its own (a saved copy, a
  // mirror, an AMP or print view shows a different address than the page's).
  for (const address of [url, canonical]) {
    const path = pathOf(address);
    for (const [pattern, type] of URL_HINTS) if (path && pattern.test(path)) return decided(type, `url:${path.slice(0, 60)}`);
  }
  if (signals.posts >= 3) return decided('forum', 'dom:posts');
  if (signals.codeBlocks >= 3 && signals.proseWords < 2000) return decided('documentation', 'dom:code-blocks');
  if (signals.repeatedItems >= 8 && signals.proseWords < 400) return decided('listing', 'dom:repeated-items');
  if (signals.proseWords >= 250) return decided('article', 'dom:prose');
  return decided('other', 'none');
}

function pathOf(address: string): string {
  try {
    const u = new URL(address);
    return u.pathname + u.search;
  } catch {
    return ''; // not a URL: no URL evidence
  }
}
