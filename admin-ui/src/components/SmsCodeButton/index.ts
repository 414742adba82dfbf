export { SmsCodeButton, isMobile } from './SmsCodeButton';
