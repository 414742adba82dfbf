export { OperatorInput, type OperatorInputProps } from './OperatorInput';
export { OPERATORS, parseOperator, wrapOperator, type Operator } from './operator';
export { PercentInput, type PercentInputProps } from './PercentInput';
export { IdCardInput, type IdCardInputProps } from './IdCardInput';
export { TagsInput, formatTags, splitTags, type TagsInputProps } from './TagsInput';
export {
    checkRule,
    duplicate,
    idCardRule,
    isIdCard,
    isPercent,
    percentRule,
    ID_CARD_MESSAGE,
    PERCENT_MESSAGE,
} from './rules';
