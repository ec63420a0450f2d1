/**
 * A visitor signs up to hear when a sold-out variant is back (RSTK-11, GAP-27): the email
 * checks (RSTK-03/04), the product and variant exist and track stock, the captcha when the
 * site has one (RSTK-05, CAPT-07), then one pending sign-up per email and variant. The email's
 * checks come first, so a mistyped address never spends a solved captcha.
 */
import type { CaptchaService } from '../../modules/captcha';
import type { CatalogService } from '../../modules/catalog';
import type { RestockService, RestockSignUp } from '../../modules/restock';
import { ProductType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { RESTOCK_EMAIL_BLANK_MESSAGE, restockEmailError } from '../../shared/restock';

export interface RestockSignUpDeps {
  restock: Pick<RestockService, 'signUp'>;
  captcha: Pick<CaptchaService, 'verify'>;
  catalog: Pick<CatalogService, 'findVariant'>;
}

export interface RestockSignUpRequest {
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
  /** The solved captcha (CAPT-06's token), when the page had one. */
  captchaToken: string | null;
  /** RSTK-12: sent only by sites with multilingual transactional emails. */
  language: string | null;
}

/** The site asking: its id and whether its restock form shows a captcha (a site key is set, RSTK-01). */
export interface RestockSite {
  websiteId: string;
  captchaRequired: boolean;
}

export async function signUpForRestock(deps: RestockSignUpDeps, site: RestockSite, request: RestockSignUpRequest): Promise<RestockSignUp> {
  const problem = restockEmailError(request.email);
  if (problem !== null) throw new DomainError(problem === RESTOCK_EMAIL_BLANK_MESSAGE ? 'RESTOCK_EMAIL_BLANK' : 'RESTOCK_EMAIL_INVALID');
  const found = await deps.catalog.findVariant(site.websiteId, request.variantId);
  if (found === null || found.product.id !== request.productId) throw new DomainError('RESTOCK_VARIANT_NOT_FOUND', { variantId: request.variantId });
  const type = found.product.productType;
  if (type !== ProductType.PHYSICAL && type !== ProductType.SERVICE) throw new DomainError('RESTOCK_NOT_TRACKED');
  if (site.captchaRequired) {
    if (request.captchaToken === null || request.captchaToken === '') throw new DomainError('CAPTCHA_REQUIRED');
    await deps.captcha.verify(site.websiteId, request.captchaToken);
  }
  return deps.restock.signUp(site.websiteId, {
    productId: request.productId,
    variantId: request.variantId,
    email: request.email,
    isJoinMailingList: request.isJoinMailingList,
    language: request.language,
  });
}
