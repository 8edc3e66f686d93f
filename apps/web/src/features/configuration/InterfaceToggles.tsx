import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import type { UpdateClientBody } from '@platform/shared/clients/client.schemas';
import { INTERFACE_PARTS } from '@platform/shared/clients/client-texts.schemas';
import { Checkbox } from '../../ui/form/Checkbox';
import { useT } from '../../ui/i18n/useT';

/** Which parts of the public frame show (settings.interface): the toolbar, the menu, the news and the footer. */
export function InterfaceToggles({ register }: { register: UseFormRegister<UpdateClientBody> }) {
  const t = useT();
  const titleId = useId();
  return (
    <fieldset className="configuration-section" aria-labelledby={titleId}>
      <legend id={titleId}>{t('configuration.texts.interface.title')}</legend>
      <p className="configuration-section__hint">{t('configuration.texts.interface.intro')}</p>
      {INTERFACE_PARTS.map((part) => (
        <Checkbox key={part} label={t(`configuration.texts.interface.${part}`)} hint={t(`configuration.texts.interface.${part}Hint`)} {...register(`settings.interface.${part}`)} />
      ))}
    </fieldset>
  );
}
