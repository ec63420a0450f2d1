/** The captcha module: self-hosted proof-of-work challenges and single-use verification (CAPT-*). */
import { readMigrations } from '../../db/migrations';

export { createCaptchaService, type CaptchaService, type CaptchaDeps } from './captcha.service';
export { CAPTCHA_LIMITS } from './captcha.types';

export const CAPTCHA_MIGRATIONS = readMigrations('captcha', new URL('./migrations/', import.meta.url));
