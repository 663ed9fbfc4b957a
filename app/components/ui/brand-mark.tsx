/** The ChatLink logo: a chat bubble holding a link, in WhatsApp green. Decorative; the name is beside it. */
export function BrandMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 32 32" className={className}>
      <path
        fill="#25D366"
        d="M16 2.5C8.54 2.5 2.5 8.3 2.5 15.46c0 2.5.74 4.84 2.02 6.82L3 29l6.98-1.86A13.9 13.9 0 0 0 16 28.42c7.46 0 13.5-5.8 13.5-12.96S23.46 2.5 16 2.5Z"
      />
      <path
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        d="M14.2 17.8a3.6 3.6 0 0 0 5.1.2l2.6-2.6a3.6 3.6 0 0 0-5.1-5.1l-1 1M17.8 14.2a3.6 3.6 0 0 0-5.1-.2l-2.6 2.6a3.6 3.6 0 0 0 5.1 5.1l1-1"
      />
    </svg>
  );
}
