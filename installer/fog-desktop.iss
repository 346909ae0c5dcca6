; Inno Setup 6 script: FOG-Desktop-Setup-<version>.exe from the PyInstaller build.
; installer/README.md says how to build it, step by step.
;
; The user chooses at start: an install for themself only (no administrator rights;
; the records in their own %LOCALAPPDATA%\FOG Desktop), or for all users of the PC
; (administrator; one set of records in ProgramData that every login can write, named
; for the application by machine.ini, see fog_desktop/config.py). The records are never
; inside the program folder, so an upgrade replaces the program and keeps them, and an
; uninstall leaves them and says where they are.

#define AppName "FOG Desktop"
#define AppExe "fog-desktop.exe"
#define BuildDir SourcePath + "..\dist\fog-desktop"
#if !FileExists(BuildDir + "\" + AppExe)
  #error Build the application first (installer/README.md, step 3): dist\fog-desktop\fog-desktop.exe is missing
#endif
; The version pyproject.toml gave the .exe (installer/fog-desktop.spec).
#define AppVersion GetStringFileInfo(BuildDir + "\" + AppExe, "ProductVersion")
; Where an all-users install keeps the records, and the setting that tells the application.
#define SharedConfig "{commonappdata}\FOG Desktop"
#define SharedData SharedConfig + "\Data"
; The inbound rule that lets a phone on a private network send photos to the window.
#define FirewallRule AppName + " - photos from a phone"

[Setup]
; Never change AppId: it is how a newer setup finds the installed one and upgrades it
; in place instead of installing a second copy.
AppId={{022F9FBC-BBA7-40EA-8AE3-29BA648CA4EB}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher={#AppName}
VersionInfoVersion={#AppVersion}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per user without administrator rights by default; the first page offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6 runs on 64-bit Windows 10 1809 and later.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0.17763
SetupIconFile=..\resources\icons\fog-desktop.ico
UninstallDisplayIcon={app}\{#AppExe}
OutputDir=..\dist
OutputBaseFilename=FOG-Desktop-Setup-{#AppVersion}
WizardStyle=modern
Compression=lzma2
SolidCompression=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
; Checked: on a back-office PC nobody opens the program every day, and the reminders
; are how a pump-out or a written confirmation is not missed.
Name: "startatlogin"; Description: "Start {#AppName} in the notification area when I log in, to remind me of what is due"; GroupDescription: "Reminders:"

[InstallDelete]
; An upgrade replaces the program's own files, so a module the new version dropped
; can't be loaded by mistake. The records are elsewhere.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; fog-desktop.exe (the window), fog-desktop-cli.exe (the command line) and _internal\.
Source: "{#BuildDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Dirs]
; All users: every login of the PC may add and change records there.
Name: "{#SharedData}"; Permissions: users-modify; Flags: uninsneveruninstall; Check: IsAdminInstallMode

[INI]
; All users: the machine-wide setting the application reads before the user folder.
; Removed at uninstall, so a later per-user install uses the user's own folder.
Filename: "{#SharedConfig}\machine.ini"; Section: "data"; Key: "folder"; String: "{#SharedData}"; Flags: uninsdeleteentry uninsdeletesectionifempty; Check: IsAdminInstallMode

[Registry]
; The per-user Run value, under the name Settings > "Start at login" reads and writes
; (fog_desktop/autostart.py). In an all-users install it is the account running setup
; that gets it; every other login switches it on in Settings.
Root: HKCU; Subkey: "Software\Microsoft\Windows\CurrentVersion\Run"; ValueType: string; ValueName: "{#AppName}"; ValueData: """{app}\{#AppExe}"" --tray"; Flags: uninsdeletevalue; Tasks: startatlogin
; Switched on later in Settings, the value is removed at uninstall too: it would start a
; program that is gone.
Root: HKCU; Subkey: "Software\Microsoft\Windows\CurrentVersion\Run"; ValueType: none; ValueName: "{#AppName}"; Flags: uninsdeletevalue

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
; All users: the window may receive photos from a phone on the restaurant's network
; (Take photos with your phone...), and only on networks Windows calls private. The rule
; is removed first, so that an upgrade leaves one. A per-user install can't add it:
; Windows asks the first time, and the dialog says what to do when the phone can't
; reach the PC.
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"""; Flags: runhidden; Check: IsAdminInstallMode
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall add rule name=""{#FirewallRule}"" dir=in action=allow program=""{app}\{#AppExe}"" protocol=TCP profile=private enable=yes"; Flags: runhidden; Check: IsAdminInstallMode
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallRun]
Filename: "{sys}\netsh.exe"; Parameters: "advfirewall firewall delete rule name=""{#FirewallRule}"""; Flags: runhidden; RunOnceId: "FirewallRule"; Check: IsAdminInstallMode

[Code]
function DataFolder(): String;
begin
  if IsAdminInstallMode() then
    Result := ExpandConstant('{#SharedData}')
  else
    Result := ExpandConstant('{localappdata}\FOG Desktop');
end;

procedure CurUninstallStepChanged(CurUninstallStep: TUninstallStep);
begin
  if (CurUninstallStep = usPostUninstall) and not UninstallSilent() then
    MsgBox('FOG Desktop has been removed. Your records, their backups and settings are kept in:'
      + #13#10#13#10 + DataFolder() + #13#10#13#10
      + 'Install FOG Desktop again to carry on with them. Copy that folder somewhere safe '
      + 'before you delete it: the ordinance asks you to keep the records for two years.',
      mbInformation, MB_OK);
end;
