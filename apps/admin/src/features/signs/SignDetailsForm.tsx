import { uploadSign, type AdminSign } from '@furnace/api-client';
import {
  EVENTS_ADMIN_TEXTS as T,
  SIGN_SUMMARY_MAX_LENGTH,
  SIGN_TITLE_MAX_LENGTH,
} from '@furnace/contracts';
import { Button, FormikField } from '@furnace/ui';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { Answer, type Answers } from '../../components/Answer';
import { refusedText } from '../../components/failure-text';

const detailsSchema = Yup.object({
  title: Yup.string().max(SIGN_TITLE_MAX_LENGTH, `At most ${SIGN_TITLE_MAX_LENGTH} characters.`),
  summary: Yup.string().max(
    SIGN_SUMMARY_MAX_LENGTH,
    `At most ${SIGN_SUMMARY_MAX_LENGTH} characters.`,
  ),
});

interface SignDetailsFormProps {
  sign: AdminSign;
  answers: Answers;
  onSaved: () => Promise<void>;
}

/** A sign's title and short text as fields, named `{idPrefix}title` and `{idPrefix}summary`. */
export function SignTextFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <FormikField
        id={`${idPrefix}title`}
        name="title"
        label={T.signTitleLabel}
        hint={T.signTitleHint}
      />
      <FormikField
        id={`${idPrefix}summary`}
        name="summary"
        label={T.signSummaryLabel}
        hint={T.signSummaryHint}
        multiline
      />
    </>
  );
}

/**
 * A sign's title and short text, shown on its readable phone page above the PDF (and the title on
 * the printed QR code). Blank fields are not sent, so they keep what they had.
 */
export function SignDetailsForm({ sign, answers, onSaved }: SignDetailsFormProps) {
  const id = (field: string) => `sign-${sign.name}-${field}`;
  return (
    <Formik
      initialValues={{ title: sign.title ?? '', summary: sign.summary ?? '' }}
      validationSchema={detailsSchema}
      enableReinitialize
      onSubmit={async (values) => {
        const saved = await answers.run(
          id('details'),
          () => uploadSign(sign.name, null, undefined, values),
          T.signDetailsSaved(sign.name),
          (error) => refusedText(error, T.signDetailsFailed),
        );
        if (saved) await onSaved();
      }}
    >
      {({ isSubmitting }) => (
        <Form aria-label={`Title and text of ${sign.name}`} noValidate>
          <SignTextFields idPrefix={id('')} />
          <Button type="submit" variant="secondary" disabled={isSubmitting}>
            {T.saveSignDetails}
          </Button>
          <Answer answers={answers} place={id('details')} />
        </Form>
      )}
    </Formik>
  );
}
