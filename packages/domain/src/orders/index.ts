// The order details rules (part 2 §3–§5; L-016…L-069, Q-040, Q-041, Q-044): one barrel.
export * from './carrier-choices.ts';
export * from './carrier-tracking.ts';
export * from './hold-window.ts';
export * from './invoice-due.ts';
export * from './order-fees.ts';
export * from './order-manifest.ts';
export * from './order-options.ts';
export * from './order-permissions.ts';
export * from './order-quantity.ts';
export * from './order-timeline.ts';
export * from './order-transitions.ts';
