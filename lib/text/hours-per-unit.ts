/**
 * Hours in one of a time unit, by its folded name (Vietnamese and English): how a span since an
 * event ("mổ lấy thai cách đây 20 giờ", "3 days ago") and the book's window after it ("trong vòng
 * 48 giờ sau khi sinh") are put on one scale.
 */
export const HOURS_PER_UNIT: Readonly<Record<string, number>> = {
  gio: 1,
  h: 1,
  tieng: 1,
  hour: 1,
  hours: 1,
  hr: 1,
  hrs: 1,
  ngay: 24,
  day: 24,
  days: 24,
  tuan: 168,
  week: 168,
  weeks: 168,
};
