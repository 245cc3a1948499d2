import { button, facts, paragraph, type EmailTemplateDefinition } from './email-blocks';

const reason = 'of activity on your Blueprint Vault account';

/** Account mail: always sent, whatever the marketing preferences (transactional). */
export const ACCOUNT_TEMPLATES: EmailTemplateDefinition[] = [
  {
    id: 'verify_email',
    name: 'Verify e-mail address',
    category: 'transactional',
    subject: 'Confirm your e-mail address',
    preheader: 'One click and your Blueprint Vault account is ready.',
    reason: 'someone signed up for Blueprint Vault with this address',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('Please confirm that this is your e-mail address, so we can keep your account and purchases safe.'),
      button('Confirm my e-mail', '{{verifyUrl}}'),
      paragraph('The link works until {{expiresAt}}. If you did not sign up, ignore this e-mail and nothing happens.'),
    ],
  },
  {
    id: 'confirm_email_change',
    name: 'Confirm new e-mail address',
    category: 'transactional',
    subject: 'Confirm your new e-mail address',
    preheader: 'Your Blueprint Vault sign-in changes once you confirm.',
    reason: 'someone asked to move a Blueprint Vault account to this address',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('You asked to use this address for your Blueprint Vault account. Your sign-in changes once you confirm.'),
      button('Confirm my new e-mail', '{{confirmUrl}}'),
      paragraph('The link works until {{expiresAt}}. If you did not ask for this, ignore this e-mail and nothing changes.'),
    ],
  },
  {
    id: 'reset_password',
    name: 'Reset password',
    category: 'transactional',
    subject: 'Reset your Blueprint Vault password',
    preheader: 'The link works once.',
    reason,
    blocks: [
      paragraph('Hi,'),
      paragraph('We received a request to reset the password of your Blueprint Vault account.'),
      button('Choose a new password', '{{resetUrl}}'),
      paragraph('The link works once, until {{expiresAt}}. If you did not ask for this, ignore this e-mail: your password stays as it is.'),
    ],
  },
  {
    id: 'set_password',
    name: 'Guest buyer: set your password',
    category: 'transactional',
    subject: 'Set your password to open your purchase',
    preheader: 'Your purchase is waiting in your new Blueprint Vault account.',
    reason: 'you bought a Blueprint Vault plan with this address',
    blocks: [
      paragraph('Hi,'),
      paragraph('Thank you for your purchase. We created a Blueprint Vault account for this address so you can come back to your reports at any time.'),
      button('Set my password', '{{activationUrl}}'),
      paragraph('Once your password is set, your purchase is in your dashboard.'),
    ],
  },
  {
    id: 'payment_receipt',
    name: 'Payment receipt',
    category: 'transactional',
    subject: 'Receipt: {{planName}}, {{amount}}',
    preheader: 'Thank you for your purchase.',
    reason: 'you bought a Blueprint Vault plan',
    blocks: [
      paragraph('Thank you for your purchase. Your access has been activated.'),
      facts(['Plan', '{{planName}}'], ['Billing', '{{billing}}'], ['Amount (GST inclusive)', '{{amount}}'], ['Paid on', '{{paidOn}}'], ['Reference', '{{reference}}']),
      paragraph('You can ask for a full refund within 30 days of your payment.'),
      button('Go to your dashboard', '{{dashboardUrl}}'),
    ],
  },
  {
    id: 'share_viewed',
    name: 'Shared document viewed',
    category: 'transactional',
    subject: 'Your shared document was viewed',
    preheader: 'Someone opened a link you shared.',
    reason: 'you asked to be told when your shared links are viewed',
    blocks: [
      paragraph('Hi {{name}},'),
      paragraph('A link you shared from Blueprint Vault was viewed on {{viewedOn}}. Views so far: {{viewCount}}.'),
      button('See who viewed it', '{{sharesUrl}}'),
    ],
  },
];
