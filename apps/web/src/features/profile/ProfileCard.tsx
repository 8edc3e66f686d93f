import type { ReactNode } from 'react';
import './profile-card.css';

/** The centred card the sign-in and password screens share. */
export function ProfileCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="profile-card" aria-labelledby="profile-card-title">
      <h1 id="profile-card-title">{title}</h1>
      {intro && <p className="profile-card__intro">{intro}</p>}
      {children}
    </section>
  );
}
