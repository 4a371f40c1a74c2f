// The checkout rules (part 2 §3–§5, §7; Q-032…Q-039). One barrel, so packages/domain/src/index.ts
// needs one line.
export * from './charges.ts';
export * from './checkout-dependencies.ts';
export * from './checkout-options.ts';
export * from './checkout-validation.ts';
export * from './free-freight.ts';
export * from './order-number.ts';
