import { useEffect } from 'react';
import { useGetAllLanguages } from './get-all-languages';
import { useGetSingleLanguage } from './get-single-language';
import { useActiveLanguageId, useLanguageStore } from './language-store';

/**
 * Refreshes the language list and the active language's strings in the background on every start,
 * into the persisted store the UI reads (so texts never wait for the network). Renders nothing.
 */
export function LanguageSync() {
  const setLanguages = useLanguageStore((state) => state.setLanguages);
  const setActiveLanguage = useLanguageStore((state) => state.setActiveLanguage);
  const languagesQuery = useGetAllLanguages();
  const activeId = useActiveLanguageId();
  const languageQuery = useGetSingleLanguage(activeId);

  useEffect(() => {
    if (languagesQuery.data) setLanguages(languagesQuery.data);
  }, [languagesQuery.data, setLanguages]);

  useEffect(() => {
    if (languageQuery.data) setActiveLanguage(languageQuery.data);
  }, [languageQuery.data, setActiveLanguage]);

  // The page's language and direction follow the active language (an RTL one mirrors the layout).
  const activeLanguage = useLanguageStore((state) => state.activeLanguage);
  const code = activeLanguage?.code;
  const isRtl = activeLanguage?.is_rtl === true;
  useEffect(() => {
    const root = document.documentElement;
    root.dir = isRtl ? 'rtl' : 'ltr';
    if (code) root.lang = code;
  }, [code, isRtl]);

  useEffect(() => {
    // Failed calls are only logged (SPEC §8): the stored copy stays in use.
    if (languagesQuery.error) console.error(languagesQuery.error);
    if (languageQuery.error) console.error(languageQuery.error);
  }, [languagesQuery.error, languageQuery.error]);

  return null;
}
