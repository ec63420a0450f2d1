/**
 * What the server gives the product-form island (`productFormProps` in
 * src/server/render/storefront-formatters.ts): the product's structured content (spec §3) and
 * the settings the form needs, so the island never re-fetches what the page rendered.
 */

export interface MoneyView {
  value: string;
  currency: string;
}

export interface VariantView {
  id: string;
  sku: string;
  priceMoney: MoneyView;
  salePriceMoney: MoneyView;
  onSale: boolean;
  qtyInStock: number;
  unlimited: boolean;
  attributes: Record<string, string>;
  /** The variant's main image (PDP-02), when the product links one. */
  mainImage?: { id: string } | null;
}

/** One question of a form (spec §3 Form field types); types this island cannot show are skipped. */
export interface FormField {
  id: string;
  type: string;
  title?: string;
  label?: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  options?: string[];
}

export interface FormDefinition {
  id?: string;
  name?: string;
  fields: FormField[];
}

export interface ProductFormProps {
  itemId: string;
  title: string;
  /** Product type code (PROD-05): physical 1, digital 2, service 3, gift card 4. */
  productType: number;
  variants: VariantView[];
  variantOptionOrdering: string[];
  isSubscribable: boolean;
  additionalFieldsFormId: string | null;
  /** The additional-fields form's definition (PDP-22), when the site has one. */
  additionalFieldsForm?: FormDefinition | null;
  useCustomAddButtonText: boolean;
  customAddButtonText: string;
  /** The product's merchandising context (PROD-08): the form reads its customSoldOutText. */
  merchandising?: { customSoldOutText?: string } | null;
  multipleQuantityAllowedForServices: boolean;
  currency: string | null;
  locale: string;
  /** Where express checkout (ATC-07), a subscription (SUB-02) and a gift card (GIFT-01) go. */
  checkoutUrl?: string;
  subscriptionUrl?: string;
  giftCardUrl?: string;
}
