import { MESSAGES } from '@furnace/contracts';
import * as Yup from 'yup';

/** docs/product.md §5 "Create event": title, description, date and time required; image required. */
export const createEventSchema = Yup.object({
  title: Yup.string().trim().required(MESSAGES.required),
  description: Yup.string().trim().required(MESSAGES.required),
  date: Yup.string().required(MESSAGES.required),
  time: Yup.string().required(MESSAGES.required),
  link_text: Yup.string(),
  image: Yup.mixed<File>().nullable().required(MESSAGES.imageRequired),
  pdf: Yup.mixed<File>().nullable(),
});

export interface CreateEventValues {
  title: string;
  description: string;
  date: string;
  time: string;
  link_text: string;
  image: File | null;
  pdf: File | null;
}

export const emptyEvent: CreateEventValues = {
  title: '',
  description: '',
  date: '',
  time: '',
  link_text: '',
  image: null,
  pdf: null,
};

/** docs/product.md §5 and §9: the event's start is date + 'T' + time + ':00' (seconds always :00). */
export const toEventStart = (date: string, time: string) => `${date}T${time}:00`;

/** The order the create form's fields appear in, to focus the first invalid one. */
export const CREATE_FIELD_ORDER = ['title', 'date', 'time', 'description', 'image'] as const;
