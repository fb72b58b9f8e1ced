/**
 * Feedback on a request (core-records §2.12, §3.5): the fields rfi (the request, shown by its reference
 * number), subject_name and other_comments; other fields are not shown. Saved to POST /api/feedback; the toast
 * says 'Feedback saved' or 'Something went wrong!!' (§8). A failed save keeps the form open with what was typed.
 */
import { useState, type ReactElement } from 'react';
import { createFeedback } from '@fiu/core/api/rfi';
import { Button } from '@fiu/ui/Button';
import { Dialog } from '@fiu/ui/Dialog';
import { TextField } from '@fiu/ui/TextField';
import { useToast } from '@fiu/ui/ToastProvider';
import type { RfiRow } from './RfiList';

export const FEEDBACK_TOAST = { saved: 'Feedback saved', failed: 'Something went wrong!!' } as const;
/** The bounds of core's generic feedback (dissemination-feedback §3): subject_name 96, other_comments 256. */
const MAX = { subject_name: 96, other_comments: 256 } as const;

export interface RfiFeedbackFormProps {
  request: RfiRow;
  onClose(): void;
}

export function RfiFeedbackForm({ request, onClose }: RfiFeedbackFormProps): ReactElement {
  const toast = useToast();
  const [subjectName, setSubjectName] = useState((request.subject_name ?? '').slice(0, MAX.subject_name));
  const [comments, setComments] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await createFeedback({ rfi: request.id, subject_name: subjectName.trim() || null, other_comments: comments.trim() || null });
      toast.success(FEEDBACK_TOAST.saved);
      onClose();
    } catch {
      toast.error(FEEDBACK_TOAST.failed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title="Add Feedback"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button variant="primary" busy={saving} onClick={() => void save()}>
            Save
          </Button>
        </>
      }
    >
      <div className="rfi-feedback">
        <TextField label="Request" name="rfi" value={request.reference_number ?? ''} readOnly />
        <TextField label="Subject name" name="subject_name" value={subjectName} maxLength={MAX.subject_name} onChange={(e) => setSubjectName(e.currentTarget.value)} />
        <TextField label="Other comments" name="other_comments" multiline rows={4} value={comments} maxLength={MAX.other_comments} onChange={(e) => setComments(e.currentTarget.value)} />
      </div>
    </Dialog>
  );
}
