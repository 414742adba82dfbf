export { AdvancedQuery } from './AdvancedQuery';
export { AdvancedQueryDialog } from './AdvancedQueryDialog';
export * from './superQuery';
