import 'server-only';
import { foldWords } from '@/lib/text/fold-diacritics';

/**
 * What to do as the birth comes near: "dự kiến sinh trong tuần tới. Gần ngày sinh thì chỉnh thuốc
 * chống đông thế nào?", "near term, planned delivery next week". The book says it in its own words
 * ("… một chất chống đông tác dụng thấp hơn khi sắp đến ngày sinh", "… khi chuyển dạ", "trước khi
 * sinh"). Measured on unseen batches 143 and 144 (first runs): both questions led with ENOXAPARIN's
 * pregnancy line on a history of thrombosis, the near-term line third. Both tests read folded text.
 */
const ASKS_NEAR_DELIVERY =
  /(?<!\p{L})(?:gan\s+ngay\s+(?:sinh|de)|(?:sap|gan)\s+(?:den\s+ngay\s+)?(?:sinh|de|chuyen\s+da)|truoc\s+(?:khi\s+)?(?:sinh|de|chuyen\s+da|mo\s+lay\s+thai)|luc\s+chuyen\s+da|khi\s+chuyen\s+da|near\s+(?:term|delivery)|before\s+(?:delivery|labou?r|the\s+birth|caesarean|c-section)|(?:planned|expected)\s+delivery|in\s+labou?r)(?!\p{L})/u;

/** A line of the book about the time near the birth. */
const STATES_NEAR_DELIVERY =
  /(?<!\p{L})(?:sap\s+den\s+ngay\s+sinh|gan\s+ngay\s+sinh|sap\s+sinh|chuyen\s+da|truoc\s+khi\s+sinh|luc\s+sinh|khi\s+sinh|gan\s+ngay\s+de|sap\s+de)(?!\p{L})/u;

export function asksNearDelivery(folded: string): boolean {
  return ASKS_NEAR_DELIVERY.test(folded.toLowerCase());
}

export function statesNearDelivery(text: string): boolean {
  return STATES_NEAR_DELIVERY.test(foldWords(text));
}
