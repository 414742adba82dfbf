// The check rule of a `checkRule` field lives beside the duplicate check, built the same way.
export { makeRuleCheck, RULE_DEBOUNCE_MS } from './unique';
