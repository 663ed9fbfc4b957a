import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Links under the card (e.g. "Already have an account? Log in"). */
  footer?: ReactNode;
}

/** The narrow card the sign-up, log-in and password pages share. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-ink-muted">{intro}</div> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div> : null}
      </div>
    </div>
  );
}
