export * from './catalog.ts';
export * from './localize.ts';
