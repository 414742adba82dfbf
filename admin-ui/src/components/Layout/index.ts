export { DetailsModal, type DetailsModalProps } from './DetailsModal';
export { DetailList, type DetailItem, type DetailListProps } from './DetailList';
export { PageHeader, type PageHeaderProps, type PageHeaderTab } from './PageHeader';
export { SliderCaptcha, useSliderCaptcha, type SliderCaptchaHandle, type SliderCaptchaProps } from './SliderCaptcha';
