/**
 * Whether food changes the drug, asked: "Uống lúc đói hay sau ăn thì tác dụng có khác nhau
 * không?", "Ăn nhiều chất xơ có làm digoxin kém ngấm không?", "Is it absorbed differently with
 * food?". The book says it in Dược lý và cơ chế tác dụng ("Thức ăn làm chậm tốc độ hấp thu …",
 * "… không bị ảnh hưởng bởi thức ăn"). Measured on unseen batches 67 and 71 (first runs): three
 * such questions were read as when to take the drug and answered with the doses. Food in general,
 * not a substance named (coffee, milk, alcohol): those are interactions (read-substance.ts).
 * Read on folded text.
 */
const FOOD =
  /(?<![\p{L}])(?:luc\s+(?:doi|no)|bung\s+doi|(?:truoc|sau)\s+(?:khi\s+)?an|bua\s+an|thuc\s+an|chat\s+xo|nhieu\s+xo|with(?:out)?\s+food|with\s+meals?|empty\s+stomach|high[- ]fib(?:re|er))(?![\p{L}])/u;

/** A change of its effect or absorption asked, not when to take it. */
const CHANGE =
  /(?<![\p{L}])(?:co\s+khac|khac\s+nhau|kem\s+(?:ngam|di|hap\s+thu|tac\s+dung)|giam\s+(?:hap\s+thu|tac\s+dung)|anh\s+huong|hap\s+thu|affect(?:s|ed)?|absor(?:b|bed|ption)|differ(?:ent|ently)?)(?![\p{L}])/u;

export function asksFoodEffect(folded: string, substanceNamed: boolean): boolean {
  if (substanceNamed) return false;
  const text = folded.toLowerCase();
  return FOOD.test(text) && CHANGE.test(text);
}
