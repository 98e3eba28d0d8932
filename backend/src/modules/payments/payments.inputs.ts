import { IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { IsVisitorId } from '../../engine/http/visitor-id';

const PRODUCT_ID_MAX = 100;
const dollars = { message: 'amount must be a number of dollars' };
const productId = { message: `product_id must be a string of at most ${PRODUCT_ID_MAX} characters` };

/** The checkout's request (spec section 7): what it asks to buy, and who asks. */
export class PaymentIntentInput {
  /** what the browser believes the price is, in dollars; only logged when it disagrees */
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, dollars)
  @Min(0, dollars)
  amount?: number | null;

  /** the catalogue's id; an unknown one buys the default product */
  @IsOptional()
  @IsString(productId)
  @MaxLength(PRODUCT_ID_MAX, productId)
  productId?: string | null;

  @IsOptional()
  @IsVisitorId({ message: 'visitor_id must be 8 to 64 letters, digits, - or _' })
  visitorId?: string | null;
}
