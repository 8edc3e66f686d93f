import { useAssetUrl, useLocation } from '@platform/web/sdk';
import { illustrativeNotice } from '../../content/illustrative-notice';
import { useDemoTexts } from '../texts';
import { useLocale } from '@platform/web/sdk';
import './demo-footer.css';

const MEMBERS = [
  { file: 'member-boreal.svg', name: 'Boréal Aluminium' },
  { file: 'member-laurentide.svg', name: 'Laurentide Metals' },
  { file: 'member-minerais.svg', name: 'Minerais Nordiques' },
] as const;

/** Members' logos, the association's site, and the 2024 copyright; flush with the home page's last section. */
export function DemoFooter() {
  const { pathname } = useLocation();
  const texts = useDemoTexts();
  const { locale } = useLocale();
  const asset = useAssetUrl();
  return (
    <footer className="demo-footer" style={{ marginTop: pathname === '/' ? 0 : 48 }}>
      <div className="demo-footer__inner">
        <a className="demo-footer__association" href={texts.corporateSiteUrl} rel="noopener">
          <img src={asset('logo-association-white.svg')} alt={texts.associationName} width="220" height="50" loading="lazy" />
        </a>
        <section className="demo-footer__members" aria-labelledby="demo-footer-members">
          <h2 id="demo-footer-members" className="demo-footer__label">
            {texts.ourMembers}
          </h2>
          <ul>
            {MEMBERS.map((member) => (
              <li key={member.file}>
                <img src={asset(member.file)} alt={member.name} width="160" height="48" loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="demo-footer__legal">
        <p>{texts.copyright}</p>
        <p>{texts.copyrightReport}</p>
        <p className="demo-footer__notice">{illustrativeNotice[locale]}</p>
      </div>
    </footer>
  );
}
