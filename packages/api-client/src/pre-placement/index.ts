export { checkOrderPayload, ORDER_PAYLOAD_CHECK_FAILED_MESSAGE } from './check-order-payload';
export type { OrderPayloadCheck, OrderPayloadStage } from './check-order-payload';
export { cartValidationChecks, orderPayloadChecks } from './order-payload-checks';
export { ORDER_PAYLOAD_VARIANTS, orderPayloadVariant } from './order-payload-variant';
export type { OrderPayloadVariant } from './order-payload-variant';
