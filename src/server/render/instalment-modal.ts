/**
 * The instalment provider's information popup content (BNPL-14, BNPL-21, GAP-50): an HTML
 * fragment per provider locale, in our own words, that the product page's popup shows. It
 * names the brand of the locale (GAP-63), the 4 interest-free payments (BNPL-12), the
 * provider's order range for the locale's country and, given an order amount, its payments.
 * Every text and value is escaped.
 */
import {
  INSTALMENT_COUNT,
  countryOfInstalmentLocale,
  instalmentBrandName,
  isInstalmentPriceInRange,
  splitIntoInstalments,
  type InstalmentLimits,
  type InstalmentLocale,
} from '../../shared/instalments';
import { formatMoney, type Currency } from '../../shared/money';
import { escapeHtml } from '../../shared/html';

interface ModalWords {
  title(brand: string): string;
  lead: string;
  evenSchedule(each: string): string;
  unevenSchedule(first: string, each: string): string;
  range(min: string, max: string): string;
  how(brand: string): string;
}

const n = INSTALMENT_COUNT;

const WORDS: Record<'en' | 'fr', ModalWords> = {
  en: {
    title: (brand) => `Pay in ${n} interest-free payments with ${brand}`,
    lead: `Split your purchase into ${n} payments, with no interest.`,
    evenSchedule: (each) => `For this order: ${n} payments of ${each}.`,
    unevenSchedule: (first, each) => `For this order: a first payment of ${first}, then ${n - 1} payments of ${each}.`,
    range: (min, max) => `Available for orders over ${min} and up to ${max}.`,
    how: (brand) => `Choose ${brand} as your payment method at checkout.`,
  },
  fr: {
    title: (brand) => `Payez en ${n} versements sans intérêts avec ${brand}`,
    lead: `Divisez votre achat en ${n} versements, sans intérêts.`,
    evenSchedule: (each) => `Pour cette commande\u00a0: ${n} versements de ${each}.`,
    unevenSchedule: (first, each) => `Pour cette commande\u00a0: un premier versement de ${first}, puis ${n - 1} versements de ${each}.`,
    range: (min, max) => `Offert pour les commandes de plus de ${min} et jusqu’à ${max}.`,
    how: (brand) => `Choisissez ${brand} comme mode de paiement à la caisse.`,
  },
};

/**
 * The popup's HTML for `locale`. `limits` are the provider's for the locale's country (no
 * range line without them); `amount` (minor units of the limits' currency) adds that order's
 * payments when it is in range.
 */
export function renderInstalmentModal(locale: InstalmentLocale, limits: InstalmentLimits | null, amount: number | null): string {
  const language = locale.slice(0, 2) as 'en' | 'fr';
  const words = WORDS[language];
  const brand = instalmentBrandName(locale)!;
  const tag = `${language}-${countryOfInstalmentLocale(locale)}`;
  const money = (cents: number, currency: Currency) => formatMoney({ amount: cents, currency }, tag);
  const lines = [`<p class="instalments-modal__lead">${escapeHtml(words.lead)}</p>`];
  if (limits !== null && amount !== null && isInstalmentPriceInRange(amount, limits)) {
    const [first, each] = splitIntoInstalments(amount) as [number, number];
    const text = first === each ? words.evenSchedule(money(each, limits.currency)) : words.unevenSchedule(money(first, limits.currency), money(each, limits.currency));
    lines.push(`<p class="instalments-modal__schedule">${escapeHtml(text)}</p>`);
  }
  if (limits !== null) {
    const range = words.range(money(limits.minimumAmountCents, limits.currency), money(limits.maximumAmountCents, limits.currency));
    lines.push(`<p class="instalments-modal__range">${escapeHtml(range)}</p>`);
  }
  lines.push(`<p class="instalments-modal__how">${escapeHtml(words.how(brand))}</p>`);
  return [
    `<section class="instalments-modal" lang="${escapeHtml(tag)}" data-locale="${escapeHtml(locale)}" aria-labelledby="instalments-modal-title">`,
    `<h2 id="instalments-modal-title" class="instalments-modal__title">${escapeHtml(words.title(brand))}</h2>`,
    ...lines,
    '</section>',
  ].join('\n');
}
