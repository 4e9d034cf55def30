import { EVENTS_PUBLIC } from '@furnace/contracts';
import styles from './events.module.css';

interface CategoryFilterProps {
  categories: string[];
  /** The chosen category, '' for all. */
  value: string;
  onChange: (category: string) => void;
}

/** /events: show one category of programs, or all of them. */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  return (
    <p className={styles['events-page__filter']}>
      <label htmlFor="events-category">{EVENTS_PUBLIC.categoryFilterLabel}</label>
      <select id="events-category" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{EVENTS_PUBLIC.allCategories}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </select>
    </p>
  );
}
