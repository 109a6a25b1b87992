import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isUnknownCompany, useAdminCompany } from '../api/admin-companies';

/** The selected company lives in the address (?company=id), so a reload keeps it. */
const COMPANY_PARAM = 'company';

/** The company the admin chose, if any, kept in the address (spec section 4). */
export function useSelectedCompany() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get(COMPANY_PARAM);
  const company = useAdminCompany(selectedId);

  const select = useCallback(
    (id: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(COMPANY_PARAM, id);
          else next.delete(COMPANY_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // Spec section 4: choosing an unknown id returns to add mode.
  const unknown = selectedId !== null && company.isError && isUnknownCompany(company.error);
  useEffect(() => {
    if (unknown) select(null);
  }, [unknown, select]);

  return {
    selectedId,
    select,
    selected: selectedId && company.data?.id === selectedId ? company.data : null,
    loadingCompany: selectedId !== null && company.isPending,
    companyFailed: company.isError && !unknown,
  };
}

export type SelectedCompany = ReturnType<typeof useSelectedCompany>;
