export { normalizeCode } from '@/utils/verification-code';
