/**
 * Store formatters: prices, product blocks, cart and order-form text (TPL-03).
 */
import type { Formatter, FormatterTable } from '../plugin';
import { asNumber, getChild } from '../values';
import {
  bookkeeperMoneyFormat,
  fromPrice,
  normalPrice,
  percentageFormat,
  productPrice,
  salePrice,
  subscriptionPrice,
} from './commerce/price-formatters';
import {
  addToCartButton,
  productCheckout,
  productQuickView,
  productRestockNotification,
  productScarcity,
  productStatus,
  quantityInput,
  variantDescriptor,
  variantsSelect,
} from './commerce/product-block-formatters';
import { summaryFormField } from './commerce/summary-form-field';

/** `{cart|cart-quantity}`: the number of units in the cart's entries. */
const cartQuantity: Formatter = (_args, vars) => {
  const first = vars[0]!;
  const entries = getChild(first.value, 'entries');
  let count = 0;
  if (Array.isArray(entries)) for (const entry of entries) count += asNumber(getChild(entry, 'quantity'));
  first.value = `<span class="sqs-cart-quantity">${count}</span>`;
};

export const COMMERCE_FORMATTERS: FormatterTable = {
  'add-to-cart-btn': addToCartButton,
  'bookkeeper-money-format': bookkeeperMoneyFormat,
  'cart-quantity': cartQuantity,
  // Retired: the subtotal is rendered by the cart page's scripts now.
  'cart-subtotal': (_args, vars) => {
    vars[0]!.value = 'deprecated, do not use';
  },
  'cart-url': (_args, vars) => {
    vars[0]!.value = '/cart';
  },
  'from-price': fromPrice,
  'normal-price': normalPrice,
  'percentage-format': percentageFormat,
  'product-checkout': productCheckout,
  'product-price': productPrice,
  'subscription-price': subscriptionPrice,
  'product-quick-view': productQuickView,
  'product-restock-notification': productRestockNotification,
  'product-scarcity': productScarcity,
  'product-status': productStatus,
  'quantity-input': quantityInput,
  'sale-price': salePrice,
  'summary-form-field': summaryFormField,
  'variant-descriptor': variantDescriptor,
  'variants-select': variantsSelect,
};
