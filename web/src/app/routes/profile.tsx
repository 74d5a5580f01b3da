import { PageHeader } from "@/components/page-header";
import { RankAlertSettingsForm } from "@/features/notifications/components/rank-alert-settings";
import { AccountBox } from "@/features/profile/components/account-box";
import { BasicInfoForm } from "@/features/profile/components/basic-info-form";
import { PasswordForm } from "@/features/profile/components/password-form";
import { ProfileCard } from "@/features/profile/components/profile-card";
import { pageTitles } from "@/lib/messages";
import { useSession } from "@/lib/session";

/**
 * /profile: profile card, basic info, password change and account box (spec part 1 §2 "My info"),
 * and an advertiser's rank-movement alert settings.
 */
export function ProfileRoute() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader title={pageTitles.profile} />
      <div className="profile-grid">
        <div className="profile-side">
          <ProfileCard user={user} />
          <AccountBox user={user} />
        </div>
        <div className="profile-main">
          <BasicInfoForm key={`${user.id}-${user.fullName}`} user={user} />
          <PasswordForm />
          {user.role === "user" && <RankAlertSettingsForm />}
        </div>
      </div>
    </>
  );
}
