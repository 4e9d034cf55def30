import { HOURS_UI, MAX_RANGES_PER_DAY, type TimeRange } from '@furnace/contracts';
import * as Yup from 'yup';

export interface RangeValue {
  opens: string;
  closes: string;
}

export const emptyRange = (): RangeValue => ({ opens: '', closes: '' });

/** The API's ranges (HH:MM:SS) as time inputs' values (HH:MM). */
export const toRangeValues = (ranges: TimeRange[]): RangeValue[] =>
  ranges.map((range) => ({
    opens: range.open_time.slice(0, 5),
    closes: range.close_time.slice(0, 5),
  }));

/** Form values as the API's ranges: HH:MM plus ':00' (docs/product.md §5), in time order. */
export const toApiRanges = (values: RangeValue[]): TimeRange[] =>
  values
    .map((value) => ({ open_time: `${value.opens}:00`, close_time: `${value.closes}:00` }))
    .sort((a, b) => a.open_time.localeCompare(b.open_time));

/** docs/api.md, "Hours": a day has 0..4 ranges, each open < close, not overlapping. */
const rangeSchema = Yup.object({
  opens: Yup.string().required(HOURS_UI.bothTimes),
  closes: Yup.string()
    .required(HOURS_UI.bothTimes)
    .test('after-opening', HOURS_UI.openBeforeClose, function (closes) {
      const { opens } = this.parent as RangeValue;
      return !opens || !closes || opens < closes;
    }),
});

export const rangesSchema = Yup.array(rangeSchema)
  .max(MAX_RANGES_PER_DAY, HOURS_UI.rangeLimit(MAX_RANGES_PER_DAY))
  .test('no-overlap', HOURS_UI.rangesOverlap, (ranges) => {
    const complete = (ranges ?? [])
      .filter((r): r is RangeValue => Boolean(r?.opens && r?.closes && r.opens < r.closes))
      .sort((a, b) => a.opens.localeCompare(b.opens));
    return complete.every((range, i) => i === 0 || complete[i - 1].closes <= range.opens);
  });

/** The distinct messages of a ranges field's errors (an array-level string or per-range ones). */
export const rangeErrorMessages = (error?: string | (Partial<RangeValue> | undefined)[]) => [
  ...new Set(
    typeof error === 'string' ? [error] : (error ?? []).flatMap((e) => Object.values(e ?? {})),
  ),
];
