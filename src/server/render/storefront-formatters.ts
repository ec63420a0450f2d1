/**
 * Formatters the storefront adds to the engine for its themes: JSON for island props
 * scripts, owners' rich text through the sanitizer, and `image-srcset` and `variants-select`
 * with what the built-ins leave unescaped escaped.
 * They are pure like every formatter: they read the value and the page context only.
 */
import { BUILTIN_FORMATTERS, type FormatterTable, type RenderContext } from '../../template-engine';
import { escapeHtml } from '../../shared/html';
import { noscriptPurchaseForm } from './noscript-purchase-form';
import { productInstalmentsMarkup } from './instalment-messaging';
import { sanitizeRichText } from './rich-text-sanitizer';
import { variantsSelect } from './variants-select-markup';

/**
 * JSON that is safe inside `<script type="application/json">`: no `<`, `>` or `&` (so no
 * `</script>` or `<!--`), and no line separators that old parsers choke on.
 */
export function jsonForScript(value: unknown): string {
  return (JSON.stringify(value ?? null) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * What the product-form island needs to take over a server-rendered product form without
 * fetching anything (house style: islands never re-fetch what the page rendered).
 */
export function productFormProps(item: unknown, ctx: RenderContext): Record<string, unknown> {
  const content = field(item, 'structuredContent');
  const id = field(item, 'id');
  const merchandising = typeof id === 'string' ? field(ctx.resolve(['productMerchandisingContext']), id) : undefined;
  const storeSettings = field(ctx.resolve(['websiteSettings']), 'storeSettings');
  return {
    itemId: id ?? null,
    collectionId: field(item, 'collectionId') ?? null,
    title: field(item, 'title') ?? '',
    productType: field(content, 'productType') ?? null,
    variants: field(content, 'variants') ?? [],
    variantOptionOrdering: field(content, 'variantOptionOrdering') ?? [],
    isSubscribable: field(content, 'isSubscribable') === true,
    subscriptionPlan: field(content, 'subscriptionPlan') ?? null,
    additionalFieldsFormId: field(content, 'additionalFieldsFormId') ?? null,
    additionalFieldsForm: field(content, 'additionalFieldsForm') ?? null,
    useCustomAddButtonText: field(content, 'useCustomAddButtonText') === true,
    customAddButtonText: field(content, 'customAddButtonText') ?? '',
    merchandising: merchandising ?? null,
    multipleQuantityAllowedForServices: field(storeSettings, 'multipleQuantityAllowedForServices') !== false,
    currency: field(storeSettings, 'selectedCurrency') ?? null,
    captchaSiteKey: field(field(ctx.resolve(['website']), 'captchaSettings'), 'siteKey') ?? null,
    locale: ctx.locale,
    // ATC-07 express checkout, SUB-02 (the subscription page, with `?cartToken=`) and GIFT-01
    // (the gift card page, with `?itemId=&sku=`).
    checkoutUrl: '/checkout',
    subscriptionUrl: '/checkout/subscribe',
    giftCardUrl: '/checkout/gift-card',
  };
}

const builtinSrcset = BUILTIN_FORMATTERS['image-srcset']!;

export const STOREFRONT_FORMATTERS: FormatterTable = {
  // The built-in writes the image URL into ` srcset="..."` as it is; a URL with a quote would end the attribute.
  'image-srcset': (args, vars, ctx, prepared) => {
    const first = vars[0]!;
    const before = first.value;
    builtinSrcset(args, vars, ctx, prepared);
    if (first.value === before || typeof first.value !== 'string') return;
    const list = /^ srcset="(.*)"$/s.exec(first.value)?.[1];
    first.value = list === undefined ? '' : ` srcset="${escapeHtml(list)}"`;
  },
  // HTML an admin deliberately puts on the site to run as it is (code and embed blocks), like
  // the header and footer code injection: the explicit opt-out of escaping, easy to find.
  'trusted-html': (_args, vars) => {
    const first = vars[0]!;
    if (typeof first.value !== 'string') first.value = '';
  },
  'variants-select': variantsSelect,
  // Owners' HTML (bodies, excerpts, descriptions, text blocks) reduced to the allow-list.
  'rich-text': (_args, vars) => {
    const first = vars[0]!;
    first.value = typeof first.value === 'string' ? sanitizeRichText(first.value) : '';
  },
  'json-script': (_args, vars) => {
    const first = vars[0]!;
    first.value = jsonForScript(first.value);
  },
  'product-form-props': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = jsonForScript(productFormProps(first.value, ctx));
  },
  // BNPL-01: the instalment message and its popup's button, on product pages.
  'product-instalments': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = productInstalmentsMarkup(first.value, ctx);
  },
  'product-noscript-form': (_args, vars, ctx) => {
    const first = vars[0]!;
    const id = field(first.value, 'id');
    const content = field(first.value, 'structuredContent');
    const storeSettings = field(ctx.resolve(['websiteSettings']), 'storeSettings');
    first.value =
      typeof id === 'string' && typeof content === 'object' && content !== null
        ? noscriptPurchaseForm(id, content, { locale: ctx.locale, multipleQuantityAllowedForServices: field(storeSettings, 'multipleQuantityAllowedForServices') !== false })
        : '';
  },
};

/** Storefront formatters whose output is safe in HTML text and attributes (for `stoa-template check`). */
export const STOREFRONT_SAFE_FORMATTERS: readonly string[] = ['rich-text', 'trusted-html', 'image-srcset', 'product-instalments', 'product-noscript-form'];

/** Storefront formatters whose output is safe inside `<script>`: JSON with `<`, `>`, `&` escaped. */
export const STOREFRONT_SCRIPT_SAFE_FORMATTERS: readonly string[] = ['json-script', 'product-form-props'];
