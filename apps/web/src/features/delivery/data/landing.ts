// The spec's landing: three journeys, a four-step how-it-works and its marketing figures.
export const HOW_IT_WORKS = [
  { title: 'Request', text: 'Describe the item, the pickup and drop-off addresses, and the recipient.' },
  { title: 'Match', text: 'A nearby courier accepts the job and heads to the pickup.' },
  { title: 'Track', text: 'Follow the courier from pickup to the door and chat on the way.' },
  { title: 'Deliver', text: 'The recipient shares the handover code and the job is done. Pay cash or mobile money.' },
];

export const MARKETING_FIGURES = [
  { value: '10K+', label: 'Deliveries' },
  { value: '15 min', label: 'Average pickup' },
  { value: '4.9', label: 'Rating' },
  { value: '24/7', label: 'Support' },
];
