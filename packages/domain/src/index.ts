/** @portico/domain: the pure business rules shared by the server and the apps. */

export * from './banner-html.ts';
export * from './banner-schedule.ts';
export * from './brand-files.ts';
export * from './buyer-credit.ts';
export * from './checkout/index.ts';
export * from './dates.ts';
export * from './i18n.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './offer-answer.ts';
export * from './offer-cart-save.ts';
export * from './offer-import.ts';
export * from './offer-lifecycle.ts';
export * from './offer-rules.ts';
export * from './orders/index.ts';
export * from './password-policy.ts';
export * from './sanitize-css.ts';
export * from './site-services.ts';
export * from './staff-roles.ts';
export * from './stock-alert.ts';
export * from './stock-filter.ts';
export * from './stock-upload-merge.ts';
export * from './upload-file-name.ts';
export * from './user-badge.ts';
export * from './validators.ts';
export * from './whole-number-field.ts';
