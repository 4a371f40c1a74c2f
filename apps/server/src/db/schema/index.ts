export * from './alerts.ts';
export * from './events.ts';
export * from './identity.ts';
export * from './order-timeline.ts';
export * from './orders.ts';
export * from './stock.ts';
export * from './tenants.ts';
